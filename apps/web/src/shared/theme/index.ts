/** The portal's themes (issue 42 point 1): tenant themes, contrast maths, the member's choice, CSS variables. */
export * from './tenant-theme';
export * from './contrast';
export * from './theme-choice';
export * from './css-variables';
