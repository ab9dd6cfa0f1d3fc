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

typedef void (*tutor_callback)(void *context);

// Defined by the model (UIKit). Weak, so this file links alone too; then everything goes to the real functions.
extern int tutor_virtual_run_loop_schedule(double delay, tutor_callback callback, void *context) __attribute__((weak));
extern void tutor_background_work_changed(int delta) __attribute__((weak));

// libdispatch and CoreFoundation (Foundation on Linux), looked up when first needed rather than linked: a program
// that imports neither (a cell that only prints) links without them, and then nothing here is ever called.
static struct {
    int loaded;
    void *main_queue;
    void (*dispatch_async)(void *queue, void *block);
    void (*dispatch_async_f)(void *queue, void *context, void (*work)(void *));
    uint64_t (*dispatch_time)(uint64_t when, int64_t delta);
    uint64_t (*dispatch_walltime)(const void *when, int64_t delta);
    void *(*block_copy)(const void *block);
    void (*block_release)(const void *block);
    void *(*get_main)(void);
    double (*now)(void);
    double (*next_fire_date)(void *timer);
    double (*interval)(void *timer);
    unsigned char (*is_valid)(void *timer);
    void (*set_next_fire_date)(void *timer, double date);
    const void *(*retain)(const void *object);
    void (*release)(const void *object);
    int (*run_in_mode)(const void *mode, double seconds, unsigned char returnAfterSourceHandled);
    const void **default_mode;
} api;

static int load_api(void) {
    if (api.loaded) return api.loaded > 0;
#define LOOK(field, name) api.field = (__typeof__(api.field))dlsym(RTLD_DEFAULT, name)
    LOOK(main_queue, "_dispatch_main_q");
    api.dispatch_async = (__typeof__(api.dispatch_async))dlsym(RTLD_NEXT, "dispatch_async");
    LOOK(dispatch_async_f, "dispatch_async_f");
    LOOK(dispatch_time, "dispatch_time");
    LOOK(dispatch_walltime, "dispatch_walltime");
    LOOK(block_copy, "_Block_copy");
    LOOK(block_release, "_Block_release");
    LOOK(get_main, "CFRunLoopGetMain");
    LOOK(now, "CFAbsoluteTimeGetCurrent");
    LOOK(next_fire_date, "CFRunLoopTimerGetNextFireDate");
    LOOK(interval, "CFRunLoopTimerGetInterval");
    LOOK(is_valid, "CFRunLoopTimerIsValid");
    LOOK(set_next_fire_date, "CFRunLoopTimerSetNextFireDate");
    LOOK(retain, "CFRetain");
    LOOK(release, "CFRelease");
    LOOK(run_in_mode, "CFRunLoopRunInMode");
    LOOK(default_mode, "kCFRunLoopDefaultMode");
#undef LOOK
    int dispatch = api.main_queue && api.dispatch_async && api.dispatch_async_f && api.dispatch_time && api.dispatch_walltime && api.block_copy
        && api.block_release;
    int foundation = api.get_main && api.now && api.next_fire_date && api.interval && api.is_valid && api.set_next_fire_date
        && api.retain && api.release && api.run_in_mode && api.default_mode;
    api.loaded = dispatch && foundation ? 1 : -1;
    return api.loaded > 0;
}

static void *next_symbol(const char *name) { return dlsym(RTLD_NEXT, name); }

// MARK: dispatch_after on the main queue

static void send_block_to_main_queue(void *block) {
    api.dispatch_async(api.main_queue, block);
    api.block_release(block);
}

void dispatch_after(uint64_t when, void *queue, void *block) {
    static void (*real)(uint64_t, void *, void *);
    if (!real) real = (void (*)(uint64_t, void *, void *))next_symbol("dispatch_after");
    if (when != ~0ull && tutor_virtual_run_loop_schedule && load_api() && queue == api.main_queue) {
        double delay;
        if ((int64_t)when < 0) {
            // A wall-clock deadline (dispatch_walltime): minus its nanoseconds since 1970.
            delay = (double)((-(int64_t)when) - (-(int64_t)api.dispatch_walltime(NULL, 0))) / 1e9;
        } else {
            delay = when == 0 ? 0 : (double)((int64_t)when - (int64_t)api.dispatch_time(0, 0)) / 1e9;
        }
        void *copy = api.block_copy(block);
        if (tutor_virtual_run_loop_schedule(delay < 0 ? 0 : delay, send_block_to_main_queue, copy)) return;
        api.block_release(copy);
    }
    real(when, queue, block);
}

// MARK: Timers on the main run loop

static const double far_future = 1e12;

static void fire_timer(void *timer);

static void schedule_timer(void *timer, double delay) {
    if (!tutor_virtual_run_loop_schedule(delay < 0 ? 0 : delay, fire_timer, timer)) api.release(timer);
}

// At its virtual time the timer is made due in real time and the main run loop runs once, so CoreFoundation fires
// it as it fires any timer (its block, its invalidation when it does not repeat); a repeating one is then held back
// again and its next firing scheduled one interval later.
static void fire_timer(void *timer) {
    if (!api.is_valid(timer)) { api.release(timer); return; }
    api.set_next_fire_date(timer, api.now() - 0.001);
    api.run_in_mode(*api.default_mode, 0, 1);
    double interval = api.interval(timer);
    if (api.is_valid(timer) && interval > 0) {
        api.set_next_fire_date(timer, far_future);
        schedule_timer(timer, interval);
    } else {
        api.release(timer);
    }
}

void CFRunLoopAddTimer(void *loop, void *timer, const void *mode) {
    static void (*real)(void *, void *, const void *);
    if (!real) real = (void (*)(void *, void *, const void *))next_symbol("CFRunLoopAddTimer");
    real(loop, timer, mode);
    if (!tutor_virtual_run_loop_schedule || !load_api() || loop != api.get_main() || !api.is_valid(timer)) return;
    double delay = api.next_fire_date(timer) - api.now();
    api.retain(timer);
    api.set_next_fire_date(timer, far_future);
    if (!tutor_virtual_run_loop_schedule(delay < 0 ? 0 : delay, fire_timer, timer)) {
        // The virtual run loop is off: the timer keeps its real time.
        api.set_next_fire_date(timer, api.now() + (delay < 0 ? 0 : delay));
        api.release(timer);
    }
}

// MARK: Work sent to other queues

// A block sent to a background queue runs on a real thread, and the main queue hears from it when it is done
// (`DispatchQueue.global().async { …; DispatchQueue.main.async { … } }`). The model counts such blocks while they
// run, so the virtual run loop waits for them before it moves the clock on: on iOS the background work would have
// had its real time, here it has none, and the order the program prints is the same on every run.
struct block_layout { void *isa; int flags; int reserved; void (*invoke)(void *); };

static void run_counted_block(void *block) {
    ((struct block_layout *)block)->invoke(block);
    api.block_release(block);
    tutor_background_work_changed(-1);
}

void dispatch_async(void *queue, void *block) {
    if (!tutor_background_work_changed || !load_api()) {
        void (*real)(void *, void *) = (void (*)(void *, void *))next_symbol("dispatch_async");
        real(queue, block);
        return;
    }
    if (queue == api.main_queue) {
        api.dispatch_async(queue, block);
        return;
    }
    tutor_background_work_changed(1);
    api.dispatch_async_f(queue, api.block_copy(block), run_counted_block);
}
