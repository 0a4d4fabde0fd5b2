// typescript-fsa 3's Action lacks an index signature, which redux 5's UnknownAction requires,
// so dispatching one is a type error without this augmentation (DESIGN.md §6).
import "typescript-fsa";

declare module "typescript-fsa" {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter must match the original declaration
    interface Action<Payload> {
        [extraProps: string]: unknown;
    }
}
