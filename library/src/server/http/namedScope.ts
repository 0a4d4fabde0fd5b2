/**
 * An encapsulated Fastify plugin (a scope of routes and hooks of its own) that carries a name.
 * Fastify names an unnamed plugin by searching require.cache for the module exporting it: a pass
 * over every loaded module, twice per register. Under jest, whose require.cache is a proxy over
 * its module registry, those passes were half of building a test app (about 150 ms of 300).
 */
import fastifyPlugin from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";

export function namedScope<Options extends Record<string, unknown> = Record<string, never>>(name: string, plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
    return fastifyPlugin(plugin, { name, encapsulate: true });
}
