// Jest's runtime, with the work that is the same for every test file done once per worker.
//
// Jest gives each test file a fresh module registry (every module runs afresh in the file's own
// context, which the tests rely on), but it also resolves, reads, transforms and compiles every
// module afresh for each file. A server test file loads about 1,800 modules (the whole server,
// its applications and add-ons), and that repeated work was about a third of its CPU. Here the
// results that do not depend on the file are kept: where a name resolves to, whether it has a
// manual mock, the transformed code and the compiled script. They are kept per jest resolver,
// which jest makes per project (projects differ in their transforms and module maps) for a run,
// and anew when a file changes under --watch, so an edited file is never served from here.
const vm = require("node:vm");
const { AsyncLocalStorage } = require("node:async_hooks");
const JestRuntime = require("jest-runtime").default;

// Async context stores left on by the files this worker has finished. Each file loads its own
// copy of every module, so each makes its own AsyncLocalStorage: jest-circus's per file, the
// server's request translator (i18n/requestTranslator.ts) per server file. Node 20 keeps every
// store ever turned on and calls each of them on every promise the process creates, so a worker's
// cost per promise grew with every file it ran: the server project run in one process spent 17 %
// of its CPU there (--cpu-prof). Node's _enable is where a store is turned on; what this worker's
// files turned on is turned off when the next file starts (nothing of a finished file runs on).
const enabledStores = new Set();
const enableStore = AsyncLocalStorage.prototype._enable;
if (typeof enableStore === "function") {
    AsyncLocalStorage.prototype._enable = function rememberedEnable() {
        enabledStores.add(this);
        return enableStore.call(this);
    };
}
function disableFinishedFilesStores() {
    for (const store of enabledStores) store.disable();
    enabledStores.clear();
}

/**
 * Modules whose state is a cache of what cannot change during a run, so a worker's later files
 * reuse the first file's copy instead of building their own: Vanilla's API contract (its schemas
 * loaded into ajv and the response validators compiled from them) and the routes' request
 * validators (http/sharedValidators.ts, one per distinct schema). Compiling them anew was 8 % of
 * the server project's CPU run in one process (--cpu-prof). Named by file name, then checked by
 * resolved path; every other module stays per file.
 *
 * A shared module must load everything it will use when it loads: what it requires later goes
 * through the registry of the file that first loaded it, which answers nothing once that file
 * has finished (sharedValidators.ts hands ajv-compiler the formats for that reason).
 */
const WORKER_SHARED = new Map([
    ["vanillaContract", /\/library\/src\/server\/testing\/vanillaContract\.ts$/],
    ["sharedValidators", /\/library\/src\/server\/http\/sharedValidators\.ts$/],
]);
/** A required name that may be one of them: one test per require, which every module makes many of. */
const SHARED_NAME = new RegExp(`(?:^|/)(${[...WORKER_SHARED.keys()].join("|")})(?:\\.ts)?$`);

/** The kept results, per resolver. */
const memos = new WeakMap();
function memoOf(resolver) {
    let memo = memos.get(resolver);
    if (!memo) {
        memo = { cjs: new Map(), esm: new Map(), manualMocks: new Map(), mockModules: new Map(), transformed: new Map(), scripts: new Map(), shared: new Map() };
        memos.set(resolver, memo);
    }
    return memo;
}

/** The transform options that change the transformed code (jest-runtime's defaultTransformOptions). */
function transformOptionsKey(options) {
    if (!options) return "";
    return [options.supportsDynamicImport, options.supportsExportNamespaceFrom, options.supportsStaticESM, options.supportsTopLevelAwait].map(Number).join("");
}

class CachedCompileRuntime extends JestRuntime {
    constructor(config, environment, resolver, ...rest) {
        super(config, environment, resolver, ...rest);
        disableFinishedFilesStores();
        const memo = memoOf(resolver);
        this.sharedExports = memo.shared;

        // Where each name resolves to from each file: jest keeps these per test file.
        this._resolution.cjsCache = memo.cjs;
        this._resolution.esmCache = memo.esm;
        this._resolution.manualMockCache = memo.manualMocks;
        // Whether a required name has a manual mock (__mocks__), asked before each require.
        const resolution = this._resolution;
        const getCjsMockModule = resolution.getCjsMockModule.bind(resolution);
        resolution.getCjsMockModule = (from, moduleName) => {
            const key = `${from}\0${moduleName}`;
            if (!memo.mockModules.has(key)) memo.mockModules.set(key, getCjsMockModule(from, moduleName));
            return memo.mockModules.get(key);
        };

        // The transformed code: jest reads the source, hashes it and reads its disk cache per file.
        const transformCache = this.transformCache;
        const transform = transformCache.transform.bind(transformCache);
        transformCache.transform = (filename, options) => {
            if (options?.isInternalModule) return transform(filename, options);
            const key = `${filename}\0${transformOptionsKey(options)}`;
            const kept = memo.transformed.get(key);
            if (!kept) {
                const code = transform(filename, options);
                memo.transformed.set(key, transformCache.transforms.get(filename));
                return code;
            }
            // What jest's own transform records, for stack traces' source maps and coverage.
            transformCache.transforms.set(filename, kept);
            if (kept.sourceMapPath) transformCache.sourceMaps.set(filename, kept.sourceMapPath);
            return kept.code;
        };

        // The compiled script: a vm.Script is not bound to a context, so the worker compiles each
        // module once and runs it in each file's context. (Jest's vm.compileFunction compiled it
        // again for every file: Node 20's compileFunction never hits V8's compilation cache.)
        const executor = this.executor;
        const compileFunction = executor.compile.bind(executor);
        executor.compile = (scriptSource, filename) => {
            const vmContext = executor.environment.getVmContext();
            if (vmContext == null || executor.resolution.isCoreModule(filename)) return compileFunction(scriptSource, filename);
            let kept = memo.scripts.get(filename);
            if (kept?.source !== scriptSource) {
                try {
                    // The wrapper shares the first line, so line numbers (and source maps' lines) are unchanged.
                    const script = new vm.Script(`(function (${executor.injectedModuleParameters.join(", ")}) {${scriptSource}\n})`, { filename });
                    kept = { source: scriptSource, script };
                    memo.scripts.set(filename, kept);
                } catch {
                    // Jest's own compile gives a syntax error its message and location.
                    return compileFunction(scriptSource, filename);
                }
            }
            return kept.script.runInContext(vmContext);
        };
    }

    requireModule(from, moduleName, options, isRequireActual) {
        const name = moduleName && !options?.isInternalModule ? SHARED_NAME.exec(moduleName) : null;
        if (!name) return super.requireModule(from, moduleName, options, isRequireActual);
        const pathPattern = WORKER_SHARED.get(name[1]);
        const modulePath = this._resolution.resolveCjs(from, moduleName);
        if (!pathPattern.test(modulePath)) return super.requireModule(from, moduleName, options, isRequireActual);
        if (!this.sharedExports.has(modulePath)) this.sharedExports.set(modulePath, super.requireModule(from, moduleName, options, isRequireActual));
        return this.sharedExports.get(modulePath);
    }
}

module.exports = CachedCompileRuntime;
