export { Gate, type GateProps } from './Gate.tsx';
