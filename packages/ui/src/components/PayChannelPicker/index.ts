export { PayChannelPicker, type PayChannelPickerProps, type PayChannel } from './PayChannelPicker.tsx';
