// Pyodide is not offered JSPI (WebAssembly stack switching): where a browser has it, Pyodide runs
// Python called from JavaScript on a WebAssembly stack of its own, and Chromium's allocation sampling
// (GWP-ASan, heap profiling) walks the stack by frame pointers and reads past the top of such a stack:
// the tab crashes ("Aw, Snap!"), at random in the field, every time with the sampling forced
// (tests/browser/test_boot.py). The site never needs stack switching (no run_sync), and without it
// Pyodide runs as it does in browsers that lack JSPI. Imported before Pyodide, which checks at load.
delete WebAssembly.Suspending;
delete WebAssembly.Suspender;
delete WebAssembly.promising;
