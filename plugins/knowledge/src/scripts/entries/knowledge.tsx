/**
 * The knowledge base's browser bundle, on every page while the add-on is on: it registers the
 * knowledge bases panel box and the article editor island (each one's code loads only on the
 * pages that show it) and answers the "Was this
 * helpful?" buttons of an article page with PUT /api/v2/articles/{id}/react, then shows the new
 * counts and which answer is pressed. Plain DOM and fetch for the buttons keep this bundle small.
 */
// first-load budget: 4 KB gzip
import { addonApi, t, tf } from "@library/addons/addonApi";

addonApi.registerLazyComponent("KnowledgeBasesBox", () => import(/* webpackChunkName: "KnowledgeBasesBox" */ "../KnowledgeBasesBox"));
addonApi.registerLazyComponent("KnowledgeArticleEditor", () => import(/* webpackChunkName: "KnowledgeArticleEditor" */ "../ArticleEditor"));

document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[data-kb-helpful]");
    if (!button) return;
    const box = button.closest("[data-kb-helpful-box]");
    const buttons = Array.from(box?.querySelectorAll<HTMLButtonElement>("button[data-kb-helpful]") ?? []);
    const setBusy = (busy: boolean) => buttons.forEach((each) => (each.disabled = busy));
    setBusy(true);
    void fetch(`/api/v2/articles/${Number(button.dataset.articleId)}/react`, {
        method: "PUT",
        credentials: "same-origin",
        headers: { "content-type": "application/json", "x-requested-with": "vanilla" },
        body: JSON.stringify({ reaction: "helpful", value: button.dataset.kbHelpful }),
    })
        .then(async (response) => {
            if (!response.ok) throw new Error(`PUT react answered ${response.status}`);
            const { reactions } = (await response.json()) as { reactions: Array<{ yes: number; no: number; userReaction: string | null }> };
            const counts = reactions[0]!;
            for (const each of buttons) each.setAttribute("aria-pressed", String(each.dataset.kbHelpful === counts.userReaction));
            const status = box?.querySelector("[data-kb-helpful-counts]");
            if (status) status.textContent = `${t("Thanks for your feedback.")} ${tf("{yes} found this helpful, {no} did not.", { yes: counts.yes, no: counts.no })}`;
        })
        .catch(() => {
            const status = box?.querySelector("[data-kb-helpful-counts]");
            if (status) status.textContent = t("Something went wrong while contacting the server.");
        })
        .finally(() => setBusy(false));
});
