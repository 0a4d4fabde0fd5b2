/**
 * Who may read and who may write in a knowledge base, checked on the server for every page and
 * API call. Global permissions first (knowledge.view to read, knowledge.articles.add to write,
 * knowledge.manage for everything), then each knowledge base's own role lists: a base whose
 * "view" list names roles is read only by holders of one of them, and one whose "edit" list names
 * roles is written only by editors holding one of them. An empty list restricts nothing.
 */
import { forbidden, notFound, type AddonRequest, type IServerAddonApi } from "@server/addons/serverAddonApi";
import type { IKnowledgeBase } from "../scripts/kbTypes";
import { listKnowledgeBases, type KbDatabase } from "./kbModel";

export const KB_VIEW_PERMISSION = "knowledge.view";
export const KB_EDIT_PERMISSION = "knowledge.articles.add";
export const KB_MANAGE_PERMISSION = "knowledge.manage";

export interface IKbAccess {
    /** The knowledge bases the viewer may read. */
    viewable(request: AddonRequest): Promise<IKnowledgeBase[]>;
    canView(request: AddonRequest, kb: IKnowledgeBase): Promise<boolean>;
    canEdit(request: AddonRequest, kb: IKnowledgeBase): Promise<boolean>;
    canManage(request: AddonRequest): Promise<boolean>;
    /** The knowledge base, when the viewer may read it: 404 when it does not exist or is hidden from them. */
    requireView(request: AddonRequest, knowledgeBaseID: number): Promise<IKnowledgeBase>;
    /** The knowledge base, when the viewer may write in it (404 if hidden, 403 if only readable). */
    requireEdit(request: AddonRequest, knowledgeBaseID: number): Promise<IKnowledgeBase>;
}

export function kbAccess(api: IServerAddonApi, db: KbDatabase): IKbAccess {
    /** The viewer's roles; a guest holds the guest role(s). */
    async function roleIDs(request: AddonRequest): Promise<number[]> {
        const user = await api.currentUser(request);
        if (user.userID !== 0) return user.roleIDs;
        return (await db.selectFrom("roles").select("roleID").where("type", "=", "guest").execute()).map((role) => role.roleID);
    }
    const canManage = (request: AddonRequest) => api.viewerCan(request, KB_MANAGE_PERMISSION);
    const listed = async (request: AddonRequest, roles: number[]) => roles.length === 0 || (await roleIDs(request)).some((roleID) => roles.includes(roleID));

    async function canView(request: AddonRequest, kb: IKnowledgeBase): Promise<boolean> {
        if (await canManage(request)) return true;
        return (await api.viewerCan(request, KB_VIEW_PERMISSION)) && listed(request, kb.viewRoleIDs);
    }
    async function canEdit(request: AddonRequest, kb: IKnowledgeBase): Promise<boolean> {
        if (await canManage(request)) return true;
        return (await api.viewerCan(request, KB_EDIT_PERMISSION)) && (await canView(request, kb)) && listed(request, kb.editRoleIDs);
    }
    async function requireView(request: AddonRequest, knowledgeBaseID: number): Promise<IKnowledgeBase> {
        const [kb] = await listKnowledgeBases(db, [knowledgeBaseID]);
        if (!kb || !(await canView(request, kb))) throw notFound("Knowledge base");
        return kb;
    }
    return {
        async viewable(request) {
            const all = await listKnowledgeBases(db);
            const allowed = await Promise.all(all.map((kb) => canView(request, kb)));
            return all.filter((_kb, index) => allowed[index]);
        },
        canView,
        canEdit,
        canManage,
        requireView,
        async requireEdit(request, knowledgeBaseID) {
            const kb = await requireView(request, knowledgeBaseID);
            if (!(await canEdit(request, kb))) throw forbidden();
            return kb;
        },
    };
}
