/** An add-on as the dashboard's add-ons page shows it (server/admin/adminRoutes.tsx builds it). */
export interface IAdminAddon {
    key: string;
    name: string;
    description: string;
    version: string;
    enabled: boolean;
    /** The feature flags it reads, with their state. */
    features: Array<{ name: string; enabled: boolean }>;
}
