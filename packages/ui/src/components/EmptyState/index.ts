export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { EmptyIllustration, type EmptyIllustrationKind } from './EmptyIllustration.tsx';
