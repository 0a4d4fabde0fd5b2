/**
 * Text a person is writing, kept on the device under a key until it is sent, so a reload, a
 * crash or a failed request never loses it. Kept per signed-in member (drafts/localDrafts.ts):
 * purged when someone signs out, never shown to the next member of a shared browser. Storage may
 * be unavailable (private mode, quota): then forms simply work without it.
 */
export { readText as readDraft, writeText as writeDraft } from "@library/drafts/localDrafts";
