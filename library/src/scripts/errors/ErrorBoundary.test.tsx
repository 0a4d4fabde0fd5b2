import { fireEvent, render, screen } from "@testing-library/react";
import { ErrorBoundary } from "@library/errors/ErrorBoundary";
import { loadTranslations, resetTranslations } from "@library/i18n/t";
import { takeConsoleErrors } from "../../../../tests/setup/consoleGuard";

function Exploding(): never {
    throw new Error("kaboom");
}

afterEach(() => resetTranslations());

describe("ErrorBoundary", () => {
    it("renders its children when nothing fails", () => {
        render(
            <ErrorBoundary name="WhosOnline">
                <p>12 people online</p>
            </ErrorBoundary>,
        );
        expect(screen.getByText("12 people online")).toBeTruthy();
        expect(screen.queryByRole("alert")).toBeNull();
    });

    it("replaces a throwing child with 'There was a problem loading {name}' and a Reload button, and logs the failure", () => {
        render(
            <div>
                <p>Outside stays</p>
                <ErrorBoundary name="WhosOnline">
                    <Exploding />
                </ErrorBoundary>
            </div>,
        );
        const alert = screen.getByRole("alert");
        expect(alert.textContent).toContain("There was a problem loading WhosOnline");
        expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
        expect(screen.getByText("Outside stays")).toBeTruthy();

        const errors = takeConsoleErrors();
        expect(errors.some((message) => message.includes("[hearth] Render failure in WhosOnline") && message.includes("kaboom"))).toBe(true);
    });

    it("reloads the page when Reload is clicked", () => {
        render(
            <ErrorBoundary name="WhosOnline">
                <Exploding />
            </ErrorBoundary>,
        );
        takeConsoleErrors();
        fireEvent.click(screen.getByRole("button", { name: "Reload" }));
        // jsdom cannot reload; it reports the navigation it was asked to do.
        expect(takeConsoleErrors()).toEqual([expect.stringMatching(/Not implemented: navigation/)]);
    });

    it("translates the message and the button", () => {
        loadTranslations("fr", { "There was a problem loading {name}": "Problème de chargement de {name}", Reload: "Recharger" });
        render(
            <ErrorBoundary name="Pager">
                <Exploding />
            </ErrorBoundary>,
        );
        expect(screen.getByRole("alert").textContent).toContain("Problème de chargement de Pager");
        expect(screen.getByRole("button", { name: "Recharger" })).toBeTruthy();
        takeConsoleErrors();
    });
});
