import { style } from "typestyle";
import { colorVars } from "@library/theme/themeVariables";

export const collapsibleContentClasses = {
    content: style({ position: "relative", overflow: "hidden" }),
    // A fade over the last lines says there is more.
    fade: style({
        $nest: {
            "&::after": {
                content: '""',
                position: "absolute",
                left: 0,
                right: 0,
                bottom: 0,
                height: 32,
                background: `linear-gradient(to bottom, transparent, ${colorVars.bg})`,
                pointerEvents: "none",
            },
        },
    }),
    toggle: style({ marginTop: 4 }),
};
