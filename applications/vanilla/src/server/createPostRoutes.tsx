/**
 * The create-post page (content §2 "Create-post path forms", §9 customLayout.createPost):
 *
 *     GET  /post/{postType}               a registered post type, no category chosen
 *     GET  /post/{postType}/{category}    the category by ID or urlcode; an ID containing
 *                                         "social-groups" names a group (?groupid=): groups are
 *                                         not built, so that answers the 404 page
 *     GET  /post/editdiscussion/0/{draftID}   a new discussion from a draft (editDiscussionRoutes.tsx)
 *     POST /post/discussion               the form without JavaScript (postingForms.ts)
 *
 * Refusals come before typing: a guest is asked to sign in, a member who may start a
 * discussion in no category (or not in the one of the address) reads why instead of the form.
 * An unknown post type, an unknown or invisible category answer the 404 page.
 */
import { uploadLimits } from "@server/config/uploadLimits";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t, tf } from "@library/i18n/t";
import { renderPage } from "@server/ssr/renderPage";
import { getViewer } from "@server/http/viewer";
import { hasPermission } from "@library/users/permissions";
import { createPostPage } from "@vanilla/pages/createPostPage";
import { CreatePostPage } from "@vanilla/post/CreatePostPage";
import type { AnyComponent } from "@library/registry/componentRegistry";
import { PAGE_WIDGET_COMPONENTS } from "@vanilla/layouts/pageWidgetNames";
import { CreatePostPageWidget } from "@vanilla/layouts/pageWidgets/CreatePostPageWidget";
import { currentSiteSection } from "@server/siteSections/siteSections";
import { renderLayoutPage } from "./layouts/layoutPages";
import { createPostPageReceived } from "@vanilla/post/createPostSlice";
import { CREATE_DISCUSSION_SUBMIT, CREATE_DISCUSSION_TITLE, type ICreatePostPageProps, type IPostTypeOption } from "@vanilla/post/createPostTypes";
import { PIN_LOCATIONS, type PinLocation } from "@library/drafts/draftTypes";
import { allCategories, categoryTree } from "./categoriesModel";
import { canAddTags, canPinIn, canStartDiscussionIn, postTypesOf, taggingEnabled } from "./posting";
import { CREATE_DISCUSSION_ACTION, newFormIdempotencyKey, postDiscussionForm, type IFailedFormPost } from "./postingForms";

/** The core's post type; add-ons add theirs with api.registerPostType (plugins/README.md). */
export const CORE_POST_TYPES: IPostTypeOption[] = [{ type: "discussion", label: "Discussion", title: CREATE_DISCUSSION_TITLE, submitLabel: CREATE_DISCUSSION_SUBMIT }];

/** The post types and their create-post texts (an add-on's heading and button, when it gave them). */
export function registeredPostTypes(app: FastifyInstance): IPostTypeOption[] {
    const added = app.hearth.addons.postTypes().map(({ type, label, title, submitLabel }) => ({ type, label, ...(title ? { title } : {}), ...(submitLabel ? { submitLabel } : {}) }));
    return [...CORE_POST_TYPES, ...added];
}

interface ICreatePageRequest {
    postType: string;
    /** The category of the address (ID or urlcode), or null for none. */
    parent: string | null;
    failed?: IFailedFormPost;
    /** /post/editdiscussion/0/{draftID}: the member's draft to continue (the form loads it). */
    draftID?: number;
}

/** Renders the create-post page, its refusal, or the 404 page (see the top of the file). */
export async function renderCreatePostPage(request: FastifyRequest, reply: FastifyReply, { postType, parent, failed, draftID }: ICreatePageRequest): Promise<FastifyReply | void> {
    const { config, db } = request.server.hearth;
    const postTypes = registeredPostTypes(request.server);
    const chosenType = postTypes.find((option) => option.type === postType);
    if (!chosenType || parent?.includes("social-groups")) return reply.callNotFound();

    const { user, permissions } = await getViewer(request);
    const tree = categoryTree(await allCategories(db));
    const visible = tree.filter((row) => hasPermission(permissions, "discussions.view", { resourceType: "category", resourceID: row.categoryID }));
    const parentRow = parent === null ? null : visible.find((row) => (/^\d+$/.test(parent) ? row.categoryID === Number(parent) : row.urlcode === parent));
    if (parentRow === undefined) return reply.callNotFound();

    // The page speaks of the address's post type: "Ask a Question" on /post/question.
    const title = chosenType.title ?? CREATE_DISCUSSION_TITLE;
    const render = (page: ICreatePostPageProps) => {
        const props: ICreatePostPageProps = { ...page, title };
        // Content §9: with customLayout.createPost the page is an App page drawn from the createPost layout, the form its main widget.
        return config.isFeatureEnabled("customLayout.createPost")
            ? renderLayoutPage(request, reply, { layoutViewType: "createPost", recordType: "siteSection", recordID: currentSiteSection(request)?.siteSectionID ?? 0 }, t(title), {
                  page: createPostPage,
                  mode: "app",
                  status: failed?.status,
                  guestCache: false,
                  actions: [createPostPageReceived(props)],
                  pageWidgets: { [PAGE_WIDGET_COMPONENTS.createPost]: CreatePostPageWidget as AnyComponent },
              })
            : renderPage(request, reply, {
                  page: createPostPage,
                  mode: "island",
                  title: t(title),
                  status: failed?.status,
                  element: <CreatePostPage {...props} />,
                  actions: [createPostPageReceived(props)],
              });
    };

    if (!user.userID) {
        return render({ refusal: t("Sign in to start a discussion."), signInUrl: `/entry/signin?target=${encodeURIComponent(request.url)}` });
    }
    const allowed = visible.filter((row) => canStartDiscussionIn(permissions, row.categoryID));
    if (parentRow && !allowed.includes(parentRow)) {
        return render({ refusal: tf("You don't have permission to start a discussion in {category}.", { category: parentRow.name }) });
    }
    if (allowed.length === 0) return render({ refusal: t("You don't have permission to start a discussion in any category.") });
    const typeNames = new Set(postTypes.map((option) => option.type));
    if (parentRow && !postTypesOf(parentRow).includes(postType)) {
        return render({ refusal: tf("{category} does not accept posts of the type {type}.", { category: parentRow.name, type: t(chosenType.label) }) });
    }

    const fields = failed?.fields ?? {};
    const categoryID = Number(fields.categoryID) || parentRow?.categoryID || null;
    const pinLocation = (PIN_LOCATIONS as readonly string[]).includes(fields.pinLocation ?? "") ? (fields.pinLocation as PinLocation) : "none";
    return render({
        form: {
            action: CREATE_DISCUSSION_ACTION,
            categories: allowed.map((row) => ({ categoryID: row.categoryID, name: row.name, depth: row.depth, postTypes: postTypesOf(row).filter((type) => typeNames.has(type)) })),
            postTypes,
            values: { categoryID, name: fields.name ?? "", body: fields.body ?? "", type: fields.type || postType, pinLocation, tags: fields.tags ?? "" },
            canPin: allowed.some((row) => canPinIn(permissions, row.categoryID)),
            tagging: taggingEnabled(request.server.hearth),
            canAddTags: canAddTags(permissions),
            draftID: draftID ?? null,
            uploads: uploadLimits(request),
            // One unsaved new-post draft per address (a category's page keeps its own).
            draftPath: `/post/${postType}${parentRow ? `/${parentRow.categoryID}` : ""}`,
            idempotencyKey: newFormIdempotencyKey(),
            error: failed?.message ?? null,
            fieldErrors: failed?.fieldErrors ?? {},
        },
    });
}

export async function registerCreatePostRoutes(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { postType: string } }>("/post/:postType", (request, reply) => renderCreatePostPage(request, reply, { postType: request.params.postType, parent: null }));
    app.get<{ Params: { postType: string; parentID: string } }>("/post/:postType/:parentID", (request, reply) =>
        renderCreatePostPage(request, reply, { postType: request.params.postType, parent: request.params.parentID }),
    );
    // The form without JavaScript: the new discussion (303), or the page again with the message and the fields as typed.
    app.post(CREATE_DISCUSSION_ACTION, async (request, reply) => {
        const outcome = await postDiscussionForm(request);
        if (outcome.ok) return reply.redirect(outcome.url, 303);
        // The page again for the type that was sent (a question's form stays "Ask a Question").
        const sentType = registeredPostTypes(app).some((option) => option.type === outcome.fields.type) ? outcome.fields.type! : "discussion";
        return renderCreatePostPage(request, reply, { postType: sentType, parent: null, failed: outcome });
    });
}
