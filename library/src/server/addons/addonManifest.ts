/**
 * plugins/<key>/addon.json, read and checked at start. A manifest that cannot be used is not
 * fatal: it becomes a problem with a reason the host logs, and the add-on stays off.
 */
import fs from "node:fs";
import path from "node:path";
import { ADDON_API_VERSION, SUPPORTED_ADDON_API_VERSIONS, isSupportedAddonApiVersion } from "@library/addons/addonApiVersion";

export interface IAddonManifest {
    key: string;
    name: string;
    description?: string;
    version?: string;
    /** The feature flags the add-on reads (names of `Feature.<name>.Enabled`), listed on the dashboard's add-ons page. */
    features?: string[];
    /** The add-on API version the add-on was written for (plugins/README.md). */
    apiVersion: number;
    /** Path of the server module inside the add-on folder, e.g. "src/server/addon.ts". */
    server?: string;
    /** Absolute path of the add-on folder. */
    dir: string;
}

/** An add-on the host will not run, and why. */
export interface IAddonProblem {
    /** The add-on's key (its folder name). */
    key: string;
    reason: string;
}

export type ManifestResult = { ok: true; manifest: IAddonManifest } | { ok: false; problem: IAddonProblem };

const KEY_PATTERN = /^[a-z][a-z0-9-]*$/;

function optionalString(value: unknown): boolean {
    return value === undefined || typeof value === "string";
}

/** Reads and checks plugins/<folder>/addon.json. */
export function readAddonManifest(pluginsDir: string, folder: string): ManifestResult {
    const dir = path.join(pluginsDir, folder);
    const file = `plugins/${folder}/addon.json`;
    const fail = (reason: string): ManifestResult => ({ ok: false, problem: { key: folder, reason: `${file}: ${reason}` } });
    let raw: unknown;
    try {
        raw = JSON.parse(fs.readFileSync(path.join(dir, "addon.json"), "utf8"));
    } catch (error) {
        return fail(`not valid JSON (${(error as Error).message}).`);
    }
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return fail("must hold one JSON object.");
    const manifest = raw as Record<string, unknown>;
    if (!KEY_PATTERN.test(folder)) return fail(`the folder name "${folder}" is not a valid key (lower-case letters, digits and "-", starting with a letter).`);
    if (manifest.key !== folder) return fail(`"key" must be "${folder}" (the folder's name).`);
    if (typeof manifest.name !== "string" || manifest.name.trim() === "") return fail(`"name" is required.`);
    if (!optionalString(manifest.description) || !optionalString(manifest.version)) return fail(`"description" and "version" must be strings.`);
    const range = `${SUPPORTED_ADDON_API_VERSIONS.min}–${SUPPORTED_ADDON_API_VERSIONS.max}`;
    if (manifest.apiVersion === undefined) {
        return fail(`"apiVersion" is missing: name the add-on API version the add-on was written for (this Hearth runs ${range}; the current one is ${ADDON_API_VERSION}).`);
    }
    if (typeof manifest.apiVersion !== "number" || !isSupportedAddonApiVersion(manifest.apiVersion)) {
        return fail(`"apiVersion" ${JSON.stringify(manifest.apiVersion)} is not supported: this Hearth runs add-on API versions ${range}. Update the add-on (or Hearth).`);
    }
    const features = manifest.features;
    if (features !== undefined && !(Array.isArray(features) && features.every((name) => typeof name === "string" && /^[A-Za-z0-9_.-]+$/.test(name)))) {
        return fail(`"features" must be a list of feature flag names (letters, digits, dots, dashes).`);
    }
    if (manifest.server !== undefined) {
        if (typeof manifest.server !== "string") return fail(`"server" must be the path of the server module inside the add-on folder.`);
        const serverFile = path.resolve(dir, manifest.server);
        if (!serverFile.startsWith(dir + path.sep)) return fail(`"server" must stay inside the add-on folder.`);
        if (!fs.existsSync(serverFile)) return fail(`"server" names ${manifest.server}, which does not exist.`);
    }
    return {
        ok: true,
        manifest: {
            key: folder,
            name: manifest.name,
            description: manifest.description as string | undefined,
            version: manifest.version as string | undefined,
            ...(features ? { features: features as string[] } : {}),
            apiVersion: manifest.apiVersion,
            server: manifest.server as string | undefined,
            dir,
        },
    };
}

/** The add-on's server module, the file the registry imports (none for a client-only add-on). */
export function addonServerFile(manifest: IAddonManifest): string | undefined {
    return manifest.server === undefined ? undefined : path.join(manifest.dir, manifest.server);
}

/** Every add-on folder (one holding addon.json), in key order: the usable manifests and the problems. */
export function discoverAddons(pluginsDir: string): { manifests: IAddonManifest[]; problems: IAddonProblem[] } {
    const manifests: IAddonManifest[] = [];
    const problems: IAddonProblem[] = [];
    if (!fs.existsSync(pluginsDir)) return { manifests, problems };
    const folders = fs
        .readdirSync(pluginsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(pluginsDir, entry.name, "addon.json")))
        .map((entry) => entry.name)
        .sort();
    for (const folder of folders) {
        const result = readAddonManifest(pluginsDir, folder);
        if (result.ok) manifests.push(result.manifest);
        else problems.push(result.problem);
    }
    return { manifests, problems };
}
