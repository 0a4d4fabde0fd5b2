/**
 * The modules the server finds on disk and imports by path (discoveredModules.ts): each
 * application's module and each add-on's server module, found as the server finds them
 * (applications.ts, addons/addonManifest.ts). build/serverBundle.cjs carries these files.
 */
import path from "node:path";
import { applicationFiles } from "@server/applications";
import { addonServerFile, discoverAddons } from "@server/addons/addonManifest";

/** Under the repository's applications/ and plugins/ folders. */
export function discoveredModuleFiles(root: string): string[] {
    const addons = discoverAddons(path.join(root, "plugins")).manifests.map(addonServerFile);
    return [...applicationFiles(path.join(root, "applications")), ...addons.filter((file): file is string => file !== undefined)];
}
