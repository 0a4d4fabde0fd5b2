/**
 * Placeholder of the dashboard's shell so the moderation pages can be built in parallel: dash-a
 * owns the real AdminLayout (navigation between sections). Same interface: the section's path,
 * the page's title, its content.
 */
import type { ReactNode } from "react";
import { PageLayout } from "@library/layout/PageLayout";

export interface IAdminLayoutProps {
    /** The section's path ("/dashboard/content/reports", "/log/filter", "/dashboard/audit-log"…). */
    section: string;
    title: string;
    children: ReactNode;
}

/** The title bar, then the page's h1 and content in <main> (PageLayout). */
export function AdminLayout({ title, children }: IAdminLayoutProps) {
    return <PageLayout title={title}>{children}</PageLayout>;
}
