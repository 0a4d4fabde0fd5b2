/**
 * The fragment editor's calls (fragments.yml). Like the layout editor's, each belongs to one
 * button that awaits it and shows its answer or its error, so they are plain calls.
 */
import { apiv2 } from "@library/api/apiv2";
import type { IFragment, IFragmentDetails } from "@library/fragments/fragmentTypes";

export interface IFragmentCode {
    name: string;
    js: string;
    css: string;
    /** With a message the revision is committed at once: pages load it. */
    commitMessage?: string;
}

export async function listFragments(query: { status?: "latest" | "active"; fragmentType?: string } = {}): Promise<IFragment[]> {
    return (await apiv2.get<IFragment[]>("/fragments", { params: query })).data;
}

export async function getFragment(fragmentUUID: string): Promise<IFragmentDetails> {
    return (await apiv2.get<IFragmentDetails>(`/fragments/${encodeURIComponent(fragmentUUID)}`)).data;
}

/** The editor writes plain JavaScript: the transformed and the raw code are the same. */
export async function createFragment(fragmentType: string, code: IFragmentCode): Promise<IFragmentDetails> {
    return (await apiv2.post<IFragmentDetails>("/fragments", { ...code, fragmentType, jsRaw: code.js })).data;
}

export async function saveFragment(fragmentUUID: string, code: IFragmentCode): Promise<IFragmentDetails> {
    return (await apiv2.patch<IFragmentDetails>(`/fragments/${encodeURIComponent(fragmentUUID)}`, { ...code, jsRaw: code.js })).data;
}

export async function deleteFragment(fragmentUUID: string): Promise<void> {
    await apiv2.delete(`/fragments/${encodeURIComponent(fragmentUUID)}`);
}
