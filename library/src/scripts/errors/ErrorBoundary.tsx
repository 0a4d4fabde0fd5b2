import { Component, type ErrorInfo, type ReactNode } from "react";
import { t, tf } from "@library/i18n/t";
import { logError } from "@library/utility/logger";
import { Button } from "@library/components/Button";

interface IProps {
    /** The component's name, shown in the message (shell §8 "Component render failure"). */
    name: string;
    children: ReactNode;
}

/** The message a failed component leaves in its place (shell §8 "Component render failure"). */
export function RenderFailure({ name }: { name: string }) {
    return (
        <div role="alert">
            <p>{tf("There was a problem loading {name}", { name })}</p>
            <Button onClick={() => window.location.reload()}>{t("Reload")}</Button>
        </div>
    );
}

/**
 * The fallback of an island's Suspense boundary (components/Island.tsx): on the server React
 * renders it only when the component threw, so it says so and is logged; in the browser it is
 * what shows while a component suspends, which is nothing.
 */
export function ServerRenderFailure({ name }: { name: string }) {
    if (typeof window !== "undefined") return null;
    logError(`Render failure in ${name} on the server; the page is sent with its failure message and the browser tries again.`);
    return <RenderFailure name={name} />;
}

/** Contains a render failure to its component: "There was a problem loading {name}" + Reload. */
export class ErrorBoundary extends Component<IProps, { failed: boolean }> {
    state = { failed: false };

    static getDerivedStateFromError() {
        return { failed: true };
    }

    componentDidCatch(error: Error, info: ErrorInfo) {
        logError(`Render failure in ${this.props.name}`, error, info.componentStack);
    }

    render() {
        if (!this.state.failed) return this.props.children;
        return <RenderFailure name={this.props.name} />;
    }
}
