/** A small seeded PRNG (mulberry32): the same seed gives the same demo forum every time. */
export class SeededRandom {
    private state: number;

    constructor(seed: number) {
        this.state = seed >>> 0;
    }

    next(): number {
        this.state = (this.state + 0x6d2b79f5) >>> 0;
        let t = this.state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }

    int(min: number, max: number): number {
        return min + Math.floor(this.next() * (max - min + 1));
    }

    pick<T>(items: readonly T[]): T {
        const item = items[Math.floor(this.next() * items.length)];
        if (item === undefined) throw new Error("Cannot pick from an empty list.");
        return item;
    }
}
