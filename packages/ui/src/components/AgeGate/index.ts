export { AgeGate, type AgeGateProps } from './AgeGate.tsx';
