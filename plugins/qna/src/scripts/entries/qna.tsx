/**
 * The add-on's client bundle: included on every page while the add-on is on. It only listens
 * for clicks on the "Accept answer" / "Unaccept" buttons the server renders on answers
 * (data-addon-action), sends PATCH /api/v2/comments/{id}/answer and reloads the page, so the
 * order, labels and list statuses come from the server alone. Plain DOM and fetch: nothing of
 * the facade is needed here, and this keeps the bundle to a few hundred bytes.
 */
// first-load budget: 1 KB gzip
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
            if (response.ok) return window.location.reload();
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
