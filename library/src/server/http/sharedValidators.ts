/**
 * One compiled request validator per distinct schema in the process, whatever the number of
 * Fastify instances built in it. Compiling a route's schemas with Ajv is the dearest part of
 * building the app (about 400 ms of the ~1 s a test app takes on a busy machine): the server
 * tests build hundreds of apps, an add-on's routes are compiled once more in a scratch app to
 * check them (addonRegistry.ts), and every server process compiles them at start. A validator
 * is a pure function of its schema and the Ajv options, so sharing it is safe; validation
 * itself (coercion, defaults, removal of unknown fields) works on each request's own data.
 *
 * Route schemas carry no `headers` part: with a custom factory Fastify stops lower-casing
 * header schemas (route.js, isCustomValidatorCompiler), which no route here relies on.
 *
 * The app's validators compile on their route's first request, not at start: a server process
 * starts without compiling ~300 routes' schemas (about 0.6 s), and a server test file compiles
 * only the routes it calls. A schema that does not compile would then fail its route with a
 * 500 instead of stopping the start; the fuzz test calls every route on each database. Add-on
 * routes are checked before they join the app, so CHECKED_SCHEMA_CONTROLLER compiles at once.
 */
import { AjvCompiler } from "@fastify/ajv-compiler";
import ajvFormats from "ajv-formats";
import type { FastifyServerOptions } from "fastify";

/** What Fastify hands a validator compiler for one part of one route (its own types are loose here). */
interface IRouteSchema {
    schema: unknown;
    httpPart?: string;
    contentType?: string;
}
/** An Ajv validate function: Fastify reads `errors` after a call, and passes the parent when `schemaEnv` is set. */
type Validator = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Compile = (route: IRouteSchema) => Validator;
type Factory = (externalSchemas: Record<string, unknown>, options?: { customOptions?: unknown; plugins?: unknown[] }) => Compile;

/** A validator that compiles itself when first used, then is the compiled one in all but identity. */
interface ILazyValidator {
    validator: Validator;
    compile(): Validator;
}

const ajvPool = AjvCompiler() as unknown as Factory;
const validators = new Map<string, ILazyValidator>();

function compiledOnFirstUse(compile: () => Validator): ILazyValidator {
    let compiled: Validator | undefined;
    const compileOnce = () => (compiled ??= compile());
    const validator = ((data: unknown, context?: unknown) => compileOnce()(data, context)) as Validator;
    Object.defineProperties(validator, {
        errors: { get: () => compiled?.errors },
        schemaEnv: { get: () => compileOnce().schemaEnv },
    });
    return { validator, compile: compileOnce };
}

function sharedValidatorFactory(when: "first use" | "now"): Factory {
    return (externalSchemas, options) => {
        // The formats (date-time, email, uri…) given here, loaded with this module: ajv-compiler
        // would otherwise load ajv-formats itself when it first makes a compiler. The server
        // tests share this module across a worker's files (tests/setup/cachedCompileRuntime.cjs),
        // and a module first loaded by a finished file can load nothing more.
        const compile = ajvPool(externalSchemas, { ...options, plugins: [...(options?.plugins ?? []), ajvFormats] });
        const context = JSON.stringify([externalSchemas, options?.customOptions ?? null]);
        return (route) => {
            const key = `${context}${route.httpPart ?? ""}${route.contentType ?? ""}${JSON.stringify(route.schema)}`;
            let shared = validators.get(key);
            if (!shared) {
                shared = compiledOnFirstUse(() => compile(route));
                validators.set(key, shared);
            }
            if (when === "now") shared.compile();
            return shared.validator;
        };
    };
}

function schemaController(factory: Factory): FastifyServerOptions["schemaController"] {
    return { compilersFactory: { buildValidator: factory } } as unknown as FastifyServerOptions["schemaController"];
}

/** The app's: validators shared by schema, compiled on first use. */
export const SHARED_SCHEMA_CONTROLLER = schemaController(sharedValidatorFactory("first use"));
/** A check's: the same shared validators, compiled as the routes are added, so a bad schema fails `ready()`. */
export const CHECKED_SCHEMA_CONTROLLER = schemaController(sharedValidatorFactory("now"));
