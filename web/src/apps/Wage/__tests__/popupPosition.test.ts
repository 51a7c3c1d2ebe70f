import { POPUP_OFFSET, POPUP_WINDOW_MARGIN, popupPosition } from '../popupPosition';

const window = { width: 1280, height: 800 };
const popup = { width: 200, height: 80 };

describe('popupPosition', () => {
  it('part 1 §2: opens beside the click when it fits', () => {
    expect(popupPosition({ x: 300, y: 200 }, popup, window)).toEqual({
      left: 300 + POPUP_OFFSET,
      top: 200 + POPUP_OFFSET,
    });
  });

  it('part 1 §2: stays 25px from the right and bottom edges of the window', () => {
    expect(POPUP_WINDOW_MARGIN).toEqual(25);
    expect(popupPosition({ x: 1270, y: 790 }, popup, window)).toEqual({ left: 1280 - 25 - 200, top: 800 - 25 - 80 });
  });

  it('part 1 §2: stays 25px from the left and top edges of the window', () => {
    expect(popupPosition({ x: -40, y: 0 }, popup, window)).toEqual({ left: 25, top: 25 });
  });

  it('part 1 §2: at exactly 25px from an edge it does not move', () => {
    expect(popupPosition({ x: 1280 - 25 - 200 - POPUP_OFFSET, y: 25 - POPUP_OFFSET }, popup, window)).toEqual({
      left: 1055,
      top: 25,
    });
  });

  it('keeps the start margin when the popup is larger than the room between the margins', () => {
    expect(popupPosition({ x: 100, y: 100 }, { width: 400, height: 400 }, { width: 320, height: 300 })).toEqual({
      left: 25,
      top: 25,
    });
  });
});
