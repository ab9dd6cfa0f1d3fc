#ifndef TUTOR_CMAINRUNLOOP_H
#define TUTOR_CMAINRUNLOOP_H
// The main run loop on the model's virtual clock: nothing to call from Swift. The hooks take effect by being linked
// into a learner's program (see MainRunLoopHooks.c).
#endif
