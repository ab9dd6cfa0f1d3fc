// The tests reach the drivers (a pty, a Jupyter front end) through TestSupport, as before the drivers had a target
// of their own for tutor-bench, which cannot link the Testing module that the golden files need.
@_exported import TestDrivers
