/**
 * Fragments (content §2, Vanilla's fragments.yml): a site manager's own component for a widget,
 * stored on the server with revisions, served same-origin as a script and a stylesheet. Shared
 * by the server (fragments API, layout validation) and the page that loads them.
 */

/** `$fragmentImpls[type].fragmentUUID` naming the built-in component. */
export const SYSTEM_FRAGMENT = "system";
/** A UUID the layout ignores (Vanilla's style-guide preview): the built-in component shows. */
export const STYLEGUIDE_FRAGMENT = "styleguide";

/** How a widget's fragment is implemented (content §2): a stored fragment, or the built-in one. */
export interface IFragmentImpl {
    fragmentUUID: string;
    /** Override of `/api/v2/fragments/{fragmentUUID}/js`: a path on this site only (see isSameOriginPath). */
    jsUrl?: string;
    /** Override of `/api/v2/fragments/{fragmentUUID}/css`: a path on this site only. */
    cssUrl?: string;
    /** Inline stylesheet; when given, no stylesheet is fetched. */
    css?: string;
}

/** A widget's fragment implementations, by fragment type. A widget's own fragment type is its component name. */
export type FragmentImpls = Record<string, IFragmentImpl>;

export const UUID_PATTERN = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
export const FRAGMENT_UUID_PATTERN = `^(${SYSTEM_FRAGMENT}|${STYLEGUIDE_FRAGMENT}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`;

/**
 * "Fragment code runs only from this site": an override URL must be a path of this origin —
 * one leading slash, no second slash or backslash after it (which browsers read as another
 * host), no scheme, no spaces or control characters. The server refuses a layout carrying any
 * other (400), the page refuses to load one, and the CSP's script-src 'self' stops the rest.
 */
export const SAME_ORIGIN_PATH_PATTERN = "^/(?![/\\\\])[^\\s\\\\]*$";
const sameOriginPath = new RegExp(SAME_ORIGIN_PATH_PATTERN);

export function isSameOriginPath(url: string): boolean {
    return sameOriginPath.test(url);
}

/** The custom implementation of a widget's fragment, or null for the built-in one ('system', 'styleguide', none). */
export function customFragmentImpl(impls: FragmentImpls | undefined, fragmentType: string): IFragmentImpl | null {
    const impl = impls && Object.hasOwn(impls, fragmentType) ? impls[fragmentType] : undefined;
    if (!impl || impl.fragmentUUID === SYSTEM_FRAGMENT || impl.fragmentUUID === STYLEGUIDE_FRAGMENT) return null;
    return impl;
}

export function fragmentAssetUrl(fragmentUUID: string, kind: "js" | "css", fragmentRevisionUUID?: string): string {
    const base = `/api/v2/fragments/${encodeURIComponent(fragmentUUID)}/${kind}`;
    return fragmentRevisionUUID ? `${base}?fragmentRevisionUUID=${encodeURIComponent(fragmentRevisionUUID)}` : base;
}

export type FragmentStatus = "draft" | "active" | "past-revision";

export interface IFragmentView {
    recordType: "layout" | "theme";
    recordID: string;
    recordName: string;
    recordUrl: string;
}

export interface IFragmentPreviewData {
    previewDataUUID: string;
    data: Record<string, unknown>;
    name: string;
    description: string;
}

/** One revision of a fragment, as listed (Vanilla's Fragment). */
export interface IFragment {
    fragmentUUID: string;
    name: string;
    fragmentType: string;
    status: FragmentStatus;
    isLatest: boolean;
    fragmentRevisionUUID: string;
    revisionInsertUserID: number;
    dateRevisionInserted: string;
    commitMessage: string;
    commitDescription: string;
    isApplied: boolean;
    url: string;
    jsUrl: string;
    cssUrl: string;
    fragmentViews: IFragmentView[];
}

/** A revision with its code (Vanilla's FragmentDetails). */
export interface IFragmentDetails extends IFragment {
    js: string;
    jsRaw: string;
    css: string;
    previewData: IFragmentPreviewData[];
    files: Array<Record<string, unknown>>;
}
