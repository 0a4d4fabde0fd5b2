/**
 * The add-on's client bundle: included on every page while the add-on is on. It only listens
 * for clicks on the "Accept answer" / "Unaccept" buttons the server renders on answers
 * (data-addon-action), sends PATCH /comments/{id}/answer and reloads the page so the order,
 * labels and list statuses come from the server alone.
 */
// first-load budget: 1 KB gzip
import { addonApi, loadApiClient, logError } from "@library/addons/addonApi";

const STATUS_OF_ACTION: Record<string, string> = { "qna.accept": "accepted", "qna.unaccept": "pending" };

addonApi.onInit("qna", () => {
    document.addEventListener("click", (event) => {
        const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[data-addon-action^='qna.']");
        const status = button && STATUS_OF_ACTION[button.dataset.addonAction ?? ""];
        if (!button || !status) return;
        button.disabled = true;
        button.setAttribute("aria-busy", "true");
        void (async () => {
            try {
                await (await loadApiClient()).patch(`comments/${Number(button.dataset.recordId)}/answer`, { status });
                window.location.reload();
            } catch (error) {
                logError("Accepting the answer failed", error);
                button.disabled = false;
                button.removeAttribute("aria-busy");
            }
        })();
    });
});
