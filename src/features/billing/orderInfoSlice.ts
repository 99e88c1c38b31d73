// orderInfo (SPEC.md §3, CONTRACT.md §2): carries a purchase from the screen that starts it to the order it creates.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface OrderInfoState {
  cprsSource: string;
  [field: string]: unknown;
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
