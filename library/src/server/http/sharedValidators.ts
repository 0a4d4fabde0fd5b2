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
 */
import { AjvCompiler } from "@fastify/ajv-compiler";
import type { FastifyServerOptions } from "fastify";

/** What Fastify hands a validator compiler for one part of one route (its own types are loose here). */
interface IRouteSchema {
    schema: unknown;
    httpPart?: string;
    contentType?: string;
}
type Validator = (data: unknown) => unknown;
type Compile = (route: IRouteSchema) => Validator;
type Factory = (externalSchemas: Record<string, unknown>, options?: { customOptions?: unknown }) => Compile;

const ajvPool = AjvCompiler() as unknown as Factory;
const validators = new Map<string, Validator>();

const buildSharedValidator: Factory = (externalSchemas, options) => {
    const compile = ajvPool(externalSchemas, options);
    const context = JSON.stringify([externalSchemas, options?.customOptions ?? null]);
    return (route) => {
        const key = `${context}${route.httpPart ?? ""}${route.contentType ?? ""}${JSON.stringify(route.schema)}`;
        let validator = validators.get(key);
        if (!validator) {
            validator = compile(route);
            validators.set(key, validator);
        }
        return validator;
    };
};

/** The Fastify server option that uses it. */
export const SHARED_SCHEMA_CONTROLLER = { compilersFactory: { buildValidator: buildSharedValidator } } as unknown as FastifyServerOptions["schemaController"];
