/**
 * Shell §8 "Script error": if a script fails, after 800 ms the body is forced visible when it is
 * hidden, so a broken bundle never leaves a person looking at a blank page.
 */
export const SCRIPT_ERROR_REVEAL_DELAY = 800;

function isHidden(body: HTMLElement): boolean {
    const computed = window.getComputedStyle(body);
    return computed.visibility === "hidden" || computed.display === "none" || computed.opacity === "0";
}

export function installScriptErrorFallback(win: Window = window): () => void {
    const onError = () => {
        win.setTimeout(() => {
            const body = win.document.body;
            if (body && isHidden(body)) {
                body.style.visibility = "visible";
                body.style.display = "block";
                body.style.opacity = "1";
            }
        }, SCRIPT_ERROR_REVEAL_DELAY);
    };
    win.addEventListener("error", onError);
    return () => win.removeEventListener("error", onError);
}
