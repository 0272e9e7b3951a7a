export type QuickStep = { label: string; command?: string[]; run?: () => Promise<void> }
export declare function changedFiles(): string[]
export declare function quickSteps(changed: string[]): QuickStep[]
