/**
 * The options menu's Move, Change Post Type and Tag forms, loaded when one is opened: the forms
 * bring RTK Query and the cached look-ups (api/lookupApi.ts), which the menu needs neither to
 * hydrate nor to open. Same names and props as DiscussionOptionsModals, so the menu uses them
 * unchanged; nothing shows while the chunk loads (the forms are never server-rendered).
 */
import { lazy, Suspense, type ComponentProps } from "react";
import type * as Modals from "@vanilla/discussion/DiscussionOptionsModals";
import { loadFeature } from "@library/lazy/loadFeature";

function loadModals() {
    return loadFeature(() => import(/* webpackChunkName: "DiscussionOptionsModals" */ "@vanilla/discussion/DiscussionOptionsModals"));
}

const LazyMove = lazy(() => loadModals().then((module) => ({ default: module.MoveDiscussionModal })));
const LazyChangeType = lazy(() => loadModals().then((module) => ({ default: module.ChangeTypeModal })));
const LazyTags = lazy(() => loadModals().then((module) => ({ default: module.TagsModal })));
const LazyAnnounce = lazy(() => loadModals().then((module) => ({ default: module.AnnounceModal })));
const LazyChangeAuthor = lazy(() => loadModals().then((module) => ({ default: module.ChangeAuthorModal })));

export function MoveDiscussionModal(props: ComponentProps<typeof Modals.MoveDiscussionModal>) {
    return (
        <Suspense fallback={null}>
            <LazyMove {...props} />
        </Suspense>
    );
}

export function ChangeTypeModal(props: ComponentProps<typeof Modals.ChangeTypeModal>) {
    return (
        <Suspense fallback={null}>
            <LazyChangeType {...props} />
        </Suspense>
    );
}

export function TagsModal(props: ComponentProps<typeof Modals.TagsModal>) {
    return (
        <Suspense fallback={null}>
            <LazyTags {...props} />
        </Suspense>
    );
}

export function AnnounceModal(props: ComponentProps<typeof Modals.AnnounceModal>) {
    return (
        <Suspense fallback={null}>
            <LazyAnnounce {...props} />
        </Suspense>
    );
}

export function ChangeAuthorModal(props: ComponentProps<typeof Modals.ChangeAuthorModal>) {
    return (
        <Suspense fallback={null}>
            <LazyChangeAuthor {...props} />
        </Suspense>
    );
}
