export { BenefitGrid, type BenefitGridProps } from './BenefitGrid.tsx';
