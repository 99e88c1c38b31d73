// The data grid's rarely shown slots load on first render and then behave as the component they stand for.
import { render, screen } from '@testing-library/react';
import { createRef, forwardRef } from 'react';
import { onDemand } from '@/components/ServerDataGrid/onDemand/onDemand';

const Real = forwardRef<HTMLButtonElement, { label: string }>(function Real({ label }, ref) {
  return (
    <button ref={ref} type="button">
      {label}
    </button>
  );
});

describe('onDemand', () => {
  it('loads the component once, on first render, and passes props and ref through', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Real }));
    const Slot = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = render(<Slot label="Filters" ref={ref} />);
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
    rerender(<Slot label="Columns" ref={ref} />);
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
