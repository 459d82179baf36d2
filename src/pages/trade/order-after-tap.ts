// What the order form runs or shows only after a tap (the leverage list, sending the order, the order taken): one
// lazy chunk, off /trade's first load, which has no bytes to spare.
export { LeveragePicker } from './LeveragePicker';
export { OrderSuccess } from './OrderSuccess';
export { placeOrder } from './place-order';
