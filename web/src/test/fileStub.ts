// Jest maps stylesheet and image imports here (jest.config.js, web project).
export default 'file-stub';
