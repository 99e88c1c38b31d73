// deployInfo (SPEC.md §3, CONTRACT.md §2): the deploy wizard's choices, kept from step to step.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type DeployInfoState = Record<string, unknown>;

const deployInfoSlice = createSlice({
  name: 'deployInfo',
  initialState: {} as DeployInfoState,
  reducers: {
    deployInfoChanged(state, action: PayloadAction<DeployInfoState>) {
      return { ...state, ...action.payload };
    },
    deployInfoReset() {
      return {};
    },
  },
});

export const { deployInfoChanged, deployInfoReset } = deployInfoSlice.actions;
export const deployInfoReducer = deployInfoSlice.reducer;
