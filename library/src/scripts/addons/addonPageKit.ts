/**
 * The add-on API's page kit (version 7), the second browser facade beside @library/addons/addonApi:
 * the parts add-ons build their pages from, so pages of the same kind look and behave alike.
 * Kept apart from addonApi because its styles are created when the module loads: an add-on's
 * bundle, on every page while it is on, imports addonApi only, and the kit loads with the lazy
 * component or the server-rendered page that uses it. plugins/README.md documents each export.
 *
 *     import { adminListClasses as classes, useAdminActions, AdminStatus } from "@library/addons/addonPageKit";
 */
export { adminListClasses, apiErrorMessage, useAdminActions, AdminStatus, AdminError, AdminField, ConfirmDeleteButtons } from "@library/addons/adminList";
export { FilteredListPage, filteredListClasses, type IFilterRow, type IFilteredListPageProps } from "@library/addons/filteredListPage";
