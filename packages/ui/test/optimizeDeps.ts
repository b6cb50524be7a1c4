/**
 * Dependencies Vite only discovers after the first component module is transformed
 * (vanilla-extract compiles recipes into an import of createRuntimeFn). Pre-bundling them
 * up front stops Vite reloading the page mid-run on a cold cache, which fails browser tests.
 * Shared by Storybook (.storybook/main.ts) and the visual regression project.
 */
export const kitDependencies = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@radix-ui/react-tabs',
  'qrcode.react',
  'react-dom/client',
  // The console components' libraries (DataTable, MetricChart).
  '@tanstack/react-table',
  'd3-array',
  'd3-shape',
];
