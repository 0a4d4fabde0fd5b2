/**
 * The version of the add-on API (both facades: @library/addons/addonApi for the browser,
 * @server/addons/serverAddonApi for the server). An add-on names the version it was written
 * for in addon.json ("apiVersion"); the host starts it only when that version is in the
 * supported range. Raise ADDON_API_VERSION when the facades change, and raise the minimum only
 * when a change breaks add-ons written for an older version: plugins/README.md keeps the
 * changelog.
 */
export const ADDON_API_VERSION = 10;

/** The apiVersion values this host runs, inclusive. */
export const SUPPORTED_ADDON_API_VERSIONS = { min: 1, max: ADDON_API_VERSION } as const;

export function isSupportedAddonApiVersion(version: number): boolean {
    return Number.isInteger(version) && version >= SUPPORTED_ADDON_API_VERSIONS.min && version <= SUPPORTED_ADDON_API_VERSIONS.max;
}
