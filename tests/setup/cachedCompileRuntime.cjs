// Jest's runtime, compiling each module with vm.Script instead of vm.compileFunction. Node 20's
// compileFunction never hits V8's in-process compilation cache, so every test file compiled the
// whole server again (about 0.6 s of a server test file, and the lazily compiled functions once
// more as they ran). A vm.Script of the same source hits the cache from the worker's second file
// on: the compiled code is shared, each file still runs every module afresh in its own context.
const vm = require("node:vm");
const JestRuntime = require("jest-runtime").default;

class CachedCompileRuntime extends JestRuntime {
    constructor(...args) {
        super(...args);
        const executor = this.executor;
        const compileFunction = executor.compile.bind(executor);
        executor.compile = (scriptSource, filename) => {
            const vmContext = executor.environment.getVmContext();
            if (vmContext == null || executor.resolution.isCoreModule(filename)) return compileFunction(scriptSource, filename);
            try {
                // The wrapper shares the first line, so line numbers (and source maps' lines) are unchanged.
                const script = new vm.Script(`(function (${executor.injectedModuleParameters.join(", ")}) {${scriptSource}\n})`, { filename });
                return script.runInContext(vmContext);
            } catch {
                // Jest's own compile gives a syntax error its message and location.
                return compileFunction(scriptSource, filename);
            }
        };
    }
}

module.exports = CachedCompileRuntime;
