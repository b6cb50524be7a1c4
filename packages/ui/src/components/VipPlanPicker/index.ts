export { VipPlanPicker, type VipPlanPickerProps, type VipPlan } from './VipPlanPicker.tsx';
