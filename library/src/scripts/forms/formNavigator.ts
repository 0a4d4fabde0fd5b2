/** After sending, the browser opens what was created (the server knows where it is). Tests replace `open`. */
export const formNavigator = { open: (url: string) => window.location.assign(url) };
