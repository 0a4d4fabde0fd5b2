import { Component, type ErrorInfo, type ReactNode } from "react";
import { t, tf } from "@library/i18n/t";
import { logError } from "@library/utility/logger";
import { Button } from "@library/components/Button";

interface IProps {
    /** The component's name, shown in the message (shell §8 "Component render failure"). */
    name: string;
    children: ReactNode;
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
        return (
            <div role="alert">
                <p>{tf("There was a problem loading {name}", { name: this.props.name })}</p>
                <Button onClick={() => window.location.reload()}>{t("Reload")}</Button>
            </div>
        );
    }
}
