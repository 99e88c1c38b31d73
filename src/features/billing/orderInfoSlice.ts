// orderInfo (docs/product-rules.md#session-and-browser-storage): carries a purchase from the screen that starts it
// to the order it creates. Today that is whose resources the purchase uses (`cprsSource`, `indiv` by default, or
// `org`): the deploy wizard's start step sets it, its quote and the deployment's order carry it, and the wizard's
// tab copy keeps it across a reload; a new deployment starts from the default.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface OrderInfoState {
  cprsSource: 'indiv' | 'org';
}

const initialState: OrderInfoState = { cprsSource: 'indiv' };

const orderInfoSlice = createSlice({
  name: 'orderInfo',
  initialState,
  reducers: {
    orderInfoChanged(state, action: PayloadAction<Partial<OrderInfoState>>) {
      return { ...state, ...action.payload };
    },
    orderInfoReset() {
      return initialState;
    },
  },
});

export const { orderInfoChanged, orderInfoReset } = orderInfoSlice.actions;
export const orderInfoReducer = orderInfoSlice.reducer;
