/**
 * The add-on's client bundle: included on every page while the add-on is on. It registers the
 * list pages' box of links (QnaLinks, a few hundred bytes, hydrated where the server placed it)
 * and listens for clicks on the "Accept answer" / "Unaccept" buttons the server renders on
 * answers (data-addon-action), sends PATCH /api/v2/comments/{id}/answer and reloads the page, so
 * the order, labels and list statuses come from the server alone. The reloaded page gives the
 * focus back to that answer's button (now the other one), or to the answer when it has none, so
 * a keyboard user does not start again from the top. The /questions page is server HTML and
 * needs nothing here.
 */
// first-load budget: 3.5 KB gzip
import { addonApi } from "@library/addons/addonApi";
import { focusRemembered, rememberFocus } from "@library/addons/addonFocus";
import QnaLinks from "../QnaLinks";

addonApi.registerComponent("QnaLinks", QnaLinks);
// The focus an action remembered for this page (an accept or unaccept below reloads it), then forgotten.
focusRemembered();

const STATUS_OF_ACTION: Record<string, string> = { "qna.accept": "accepted", "qna.unaccept": "pending" };
document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[data-addon-action^='qna.']");
    const status = button && STATUS_OF_ACTION[button.dataset.addonAction ?? ""];
    if (!button || !status) return;
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    void fetch(`/api/v2/comments/${Number(button.dataset.recordId)}/answer`, {
        method: "PATCH",
        credentials: "same-origin",
        headers: { "content-type": "application/json", "x-requested-with": "vanilla" },
        body: JSON.stringify({ status }),
    }).then(
        (response) => {
            if (response.ok) {
                const comment = `#Comment_${Number(button.dataset.recordId)}`;
                rememberFocus([`${comment} button[data-addon-action^='qna.']`, comment]);
                return window.location.reload();
            }
            // Refused (signed out meanwhile, or no longer allowed): the button comes back.
            button.disabled = false;
            button.removeAttribute("aria-busy");
        },
        () => {
            button.disabled = false;
            button.removeAttribute("aria-busy");
        },
    );
});
