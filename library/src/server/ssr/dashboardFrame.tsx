import type { ReactElement, ReactNode } from "react";
import type { FastifyRequest } from "fastify";
import { PageLayout } from "@library/layout/PageLayout";

/**
 * A dashboard section's page drawn by an application other than the dashboard (the vanilla
 * application's layout and fragment editors under /appearance): inside the dashboard's frame, the
 * one every dashboard page has (the side navigation with `section` marked current, the page's
 * <h1>), which the dashboard application hands the host (IHost.dashboardFrame) because
 * applications do not import one another. Without the dashboard application, the site's frame.
 */
export function inDashboardFrame(request: FastifyRequest, section: string, title: string, children: ReactNode): ReactElement {
    const Frame = request.server.hearth.dashboardFrame;
    if (!Frame) return <PageLayout title={title}>{children}</PageLayout>;
    return (
        <Frame section={section} title={title}>
            {children}
        </Frame>
    );
}
