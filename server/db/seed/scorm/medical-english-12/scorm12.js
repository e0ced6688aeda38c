/* SCORM 1.2 runtime access, as real packages do it: look for window.API in the parents, then the opener. */
(() => {
  function findIn(win) {
    var hops = 0;
    while (win && !win.API && win.parent && win.parent !== win && hops < 10) {
      hops += 1;
      win = win.parent;
    }
    return win?.API ? win.API : null;
  }
  var api = null;
  function getAPI() {
    if (api) return api;
    api = findIn(window);
    if (!api && window.opener) api = findIn(window.opener);
    if (!api && window.top && window.top.opener) api = findIn(window.top.opener);
    return api;
  }
  var started = Date.now();
  var finished = false;
  function pad(n) {
    return (n < 10 ? '0' : '') + n;
  }
  /** CMITimespan HHHH:MM:SS.SS */
  function sessionTime() {
    var s = Math.round((Date.now() - started) / 1000);
    return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  }
  window.Scorm12 = {
    available: () => !!getAPI(),
    init: () => {
      var a = getAPI();
      return a ? String(a.LMSInitialize('')) === 'true' : false;
    },
    get: (name) => {
      var a = getAPI();
      return a ? String(a.LMSGetValue(name)) : '';
    },
    set: (name, value) => {
      var a = getAPI();
      return a ? String(a.LMSSetValue(name, String(value))) === 'true' : false;
    },
    commit: () => {
      var a = getAPI();
      return a ? String(a.LMSCommit('')) === 'true' : false;
    },
    finish: () => {
      var a = getAPI();
      if (!a || finished) return false;
      finished = true;
      a.LMSSetValue('cmi.core.session_time', sessionTime());
      a.LMSCommit('');
      return String(a.LMSFinish('')) === 'true';
    },
    isFinished: () => finished,
  };
  window.addEventListener('pagehide', () => {
    if (!finished) window.Scorm12.finish();
  });
})();
