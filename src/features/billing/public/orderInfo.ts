// The purchase a screen starts, carried to the order it creates.
export { orderInfoChanged, orderInfoReset } from '../orderInfoSlice';
