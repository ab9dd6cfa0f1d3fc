// The main run loop of a learner's program on the model's virtual clock.
//
// On iOS, a block sent with DispatchQueue.main.asyncAfter and a Timer on the main run loop fire when the app's
// main run loop reaches their time. A learner's program has no run loop of its own: the simulator's virtual clock
// is its time. These definitions take the place of libdispatch's dispatch_after and CoreFoundation's
// CFRunLoopAddTimer in the learner's program only (the kernel links this file into
// learners' programs; no tutor process links it): the Swift overlay and Foundation call them through the dynamic
// linker, and the program's own definitions come first. Work for the main queue or the main run loop is handed to
// the model (`tutor_virtual_run_loop_*`, defined in UIKit's VirtualRunLoop.swift), which schedules it on the
// virtual clock when the virtual run loop is on; everything else, and everything when it is off, goes on to the
// real functions unchanged.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stddef.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

typedef void (*tutor_callback)(void *context);

// Defined by the model (UIKit). Weak, so this file links alone too; then everything goes to the real functions.
extern int tutor_virtual_run_loop_schedule(double delay, tutor_callback callback, void *context) __attribute__((weak));

// libdispatch and CoreFoundation (Foundation on Linux), named as their ABI has them.
extern char _dispatch_main_q;
extern void dispatch_async(void *queue, void *block);
extern uint64_t dispatch_time(uint64_t when, int64_t delta);
extern uint64_t dispatch_walltime(const void *when, int64_t delta);
extern void *CFRunLoopGetMain(void);
extern double CFAbsoluteTimeGetCurrent(void);
extern double CFRunLoopTimerGetNextFireDate(void *timer);
extern double CFRunLoopTimerGetInterval(void *timer);
extern unsigned char CFRunLoopTimerIsValid(void *timer);
extern void CFRunLoopTimerSetNextFireDate(void *timer, double date);
extern const void *CFRetain(const void *object);
extern void CFRelease(const void *object);
extern const void *kCFRunLoopDefaultMode;

static void *next_symbol(const char *name) { return dlsym(RTLD_NEXT, name); }

// MARK: dispatch_after on the main queue

static void *(*block_copy)(const void *);
static void (*block_release)(const void *);

static void send_block_to_main_queue(void *block) {
    dispatch_async(&_dispatch_main_q, block);
    block_release(block);
}

void dispatch_after(uint64_t when, void *queue, void *block) {
    static void (*real)(uint64_t, void *, void *);
    if (!real) real = (void (*)(uint64_t, void *, void *))next_symbol("dispatch_after");
    if (!block_copy) {
        block_copy = (void *(*)(const void *))dlsym(RTLD_DEFAULT, "_Block_copy");
        block_release = (void (*)(const void *))dlsym(RTLD_DEFAULT, "_Block_release");
    }
    if (queue == (void *)&_dispatch_main_q && when != ~0ull && tutor_virtual_run_loop_schedule && block_copy && block_release) {
        double delay;
        if ((int64_t)when < 0) {
            // A wall-clock deadline (dispatch_walltime): minus its nanoseconds since 1970.
            delay = (double)((-(int64_t)when) - (-(int64_t)dispatch_walltime(NULL, 0))) / 1e9;
        } else {
            delay = when == 0 ? 0 : (double)((int64_t)when - (int64_t)dispatch_time(0, 0)) / 1e9;
        }
        void *copy = block_copy(block);
        if (tutor_virtual_run_loop_schedule(delay < 0 ? 0 : delay, send_block_to_main_queue, copy)) return;
        block_release(copy);
    }
    real(when, queue, block);
}

// MARK: Timers on the main run loop

static const double far_future = 1e12;

static void fire_timer(void *timer);

static void schedule_timer(void *timer, double delay) {
    if (!tutor_virtual_run_loop_schedule(delay < 0 ? 0 : delay, fire_timer, timer)) CFRelease(timer);
}

// At its virtual time the timer is made due in real time and the main run loop runs once, so CoreFoundation fires
// it as it fires any timer (its block, its invalidation when it does not repeat); a repeating one is then held back
// again and its next firing scheduled one interval later.
static void fire_timer(void *timer) {
    static int (*real_run)(const void *, double, unsigned char);
    if (!real_run) real_run = (int (*)(const void *, double, unsigned char))next_symbol("CFRunLoopRunInMode");
    if (!CFRunLoopTimerIsValid(timer)) { CFRelease(timer); return; }
    CFRunLoopTimerSetNextFireDate(timer, CFAbsoluteTimeGetCurrent() - 0.001);
    real_run(kCFRunLoopDefaultMode, 0, 1);
    double interval = CFRunLoopTimerGetInterval(timer);
    if (CFRunLoopTimerIsValid(timer) && interval > 0) {
        CFRunLoopTimerSetNextFireDate(timer, far_future);
        schedule_timer(timer, interval);
    } else {
        CFRelease(timer);
    }
}

void CFRunLoopAddTimer(void *loop, void *timer, const void *mode) {
    static void (*real)(void *, void *, const void *);
    if (!real) real = (void (*)(void *, void *, const void *))next_symbol("CFRunLoopAddTimer");
    real(loop, timer, mode);
    if (loop != CFRunLoopGetMain() || !tutor_virtual_run_loop_schedule || !CFRunLoopTimerIsValid(timer)) return;
    double delay = CFRunLoopTimerGetNextFireDate(timer) - CFAbsoluteTimeGetCurrent();
    CFRetain(timer);
    CFRunLoopTimerSetNextFireDate(timer, far_future);
    if (!tutor_virtual_run_loop_schedule(delay < 0 ? 0 : delay, fire_timer, timer)) {
        // The virtual run loop is off: the timer keeps its real time.
        CFRunLoopTimerSetNextFireDate(timer, CFAbsoluteTimeGetCurrent() + (delay < 0 ? 0 : delay));
        CFRelease(timer);
    }
}
